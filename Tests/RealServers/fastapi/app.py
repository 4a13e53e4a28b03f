from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

from fastapi_pagination import LimitOffsetPage, Page, add_pagination, paginate

app = FastAPI()
add_pagination(app)


class Book(BaseModel):
    id: int
    title: str
    author: str
    year: int
    in_stock: bool


class BookIn(BaseModel):
    title: str
    author: str
    year: int
    in_stock: bool = True


class Address(BaseModel):
    city: str
    country: str


class AuthorIn(BaseModel):
    name: str
    born: int
    address: Address


class Author(AuthorIn):
    id: int


class BookUpdate(BaseModel):
    title: str | None = None
    author: str | None = None
    year: int | None = None
    in_stock: bool | None = None


books = [
    Book(id=n, title=f"Book {n}", author=f"Author {n % 5}", year=1990 + n, in_stock=n % 2 == 0)
    for n in range(1, 121)
]


authors: list[Author] = []


def find_book(book_id: int) -> Book:
    for book in books:
        if book.id == book_id:
            return book
    raise HTTPException(status_code=404, detail="Book not found")


@app.get("/books")
async def list_books() -> Page[Book]:
    return paginate(books)


@app.get("/offset-books")
async def list_books_by_offset() -> LimitOffsetPage[Book]:
    return paginate(books)


@app.get("/books/{book_id}")
async def read_book(book_id: int) -> Book:
    return find_book(book_id)


@app.post("/books", status_code=201)
async def create_book(book: BookIn) -> Book:
    new_book = Book(id=max((b.id for b in books), default=0) + 1, **book.model_dump())
    books.append(new_book)
    return new_book


@app.put("/books/{book_id}")
async def replace_book(book_id: int, book: BookIn) -> Book:
    old = find_book(book_id)
    new_book = Book(id=book_id, **book.model_dump())
    books[books.index(old)] = new_book
    return new_book


@app.patch("/books/{book_id}")
async def update_book(book_id: int, book: BookUpdate) -> Book:
    old = find_book(book_id)
    new_book = old.model_copy(update=book.model_dump(exclude_unset=True))
    books[books.index(old)] = new_book
    return new_book


@app.delete("/books/{book_id}", status_code=204)
async def delete_book(book_id: int) -> None:
    books.remove(find_book(book_id))


@app.get("/authors")
async def list_authors() -> Page[Author]:
    return paginate(authors)


@app.post("/authors", status_code=201)
async def create_author(author: AuthorIn) -> Author:
    new_author = Author(id=len(authors) + 1, **author.model_dump())
    authors.append(new_author)
    return new_author
