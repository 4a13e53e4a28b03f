import os

import flask
import flask_restless
import flask_sqlalchemy

# Create the Flask application and the Flask-SQLAlchemy object.
app = flask.Flask(__name__)
# The test server's serve script points DATABASE_PATH into its data folder.
app.config['SQLALCHEMY_DATABASE_URI'] = 'sqlite:///' + os.environ.get('DATABASE_PATH', '/tmp/test.db')
db = flask_sqlalchemy.SQLAlchemy(app)


class Author(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.Unicode, unique=True)


class Book(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    title = db.Column(db.Unicode, unique=True)
    year = db.Column(db.Integer)
    in_stock = db.Column(db.Boolean)
    author_id = db.Column(db.Integer, db.ForeignKey('author.id'))
    author = db.relationship(Author, backref=db.backref('books'))


# Flask-SQLAlchemy 3 needs an application context for both steps.
with app.app_context():
    # Create the database tables.
    db.create_all()

    # Create the Flask-Restless API manager.
    manager = flask_restless.APIManager(app, session=db.session)

    # Create API endpoints, which will be available at /api/<tablename> by
    # default. Allowed HTTP methods can be specified as well.
    manager.create_api(Author, methods=['GET', 'POST', 'PATCH', 'DELETE'])
    manager.create_api(Book, methods=['GET', 'POST', 'PATCH', 'DELETE'])


def seed(count=25):
    """Fills an empty database with 5 authors and `count` books."""
    with app.app_context():
        if db.session.query(Book).count() == 0:
            # Author k ("Author 0" .. "Author 4") has id k + 1.
            db.session.add_all(Author(id=k + 1, name=f'Author {k}') for k in range(5))
            db.session.add_all(
                Book(id=n, title=f'Book {n}', author_id=n % 5 + 1, year=1990 + n, in_stock=n % 2 == 0)
                for n in range(1, count + 1)
            )
            db.session.commit()


if __name__ == '__main__':
    # start the flask loop
    app.run()
