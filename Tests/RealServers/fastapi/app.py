import hashlib
import os
import secrets
from pathlib import Path
from typing import Annotated

from fastapi import Depends, FastAPI, Form, HTTPException, UploadFile, status
from fastapi.responses import FileResponse
from fastapi.security import OAuth2PasswordBearer, OAuth2PasswordRequestForm
from pydantic import BaseModel

from fastapi_pagination import LimitOffsetPage, Page, add_pagination, paginate

app = FastAPI()
add_pagination(app)

oauth2_scheme = OAuth2PasswordBearer(tokenUrl="token")


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


# FastAPI's own OAuth2 password flow, as its tutorial "Simple OAuth2 with Password and
# Bearer" writes it: one user, a form of username and password at /token, and a route that
# wants the bearer token. Two things differ: the token is a random one rather than the user's
# name, and each login's token ends the one the user had before.


class User(BaseModel):
    username: str
    full_name: str
    book_ids: list[int]


class UserInDB(User):
    hashed_password: str


def fake_hash_password(password: str) -> str:
    return "fakehashed" + password


fake_users_db = {
    "alice": {
        "username": "alice",
        "full_name": "Alice Liddell",
        "book_ids": [2, 4, 6],
        "hashed_password": fake_hash_password("wonderland"),
    },
}

# The tokens in force, each to the name of its user: one a user.
tokens: dict[str, str] = {}


async def get_current_user(token: Annotated[str, Depends(oauth2_scheme)]) -> User:
    username = tokens.get(token)
    if username is None:
        raise HTTPException(
            status_code=status.HTTP_401_UNAUTHORIZED,
            detail="Invalid authentication credentials",
            headers={"WWW-Authenticate": "Bearer"},
        )
    return User(**fake_users_db[username])


@app.post("/token")
async def login(form_data: Annotated[OAuth2PasswordRequestForm, Depends()]):
    user_dict = fake_users_db.get(form_data.username)
    if not user_dict:
        raise HTTPException(status_code=400, detail="Incorrect username or password")
    user = UserInDB(**user_dict)
    if fake_hash_password(form_data.password) != user.hashed_password:
        raise HTTPException(status_code=400, detail="Incorrect username or password")
    token = secrets.token_urlsafe(24)
    for earlier in [t for t, name in tokens.items() if name == user.username]:
        del tokens[earlier]
    tokens[token] = user.username
    return {"access_token": token, "token_type": "bearer"}


@app.get("/me/books")
async def list_my_books(current_user: Annotated[User, Depends(get_current_user)]) -> Page[Book]:
    return paginate([book for book in books if book.id in current_user.book_ids])


# Uploads, as FastAPI's tutorial "Request Forms and Files" writes them: a file and a form
# field in one multipart/form-data body. The records are kept in memory; each says what was
# received, its size and SHA-256 read from the upload a chunk at a time, not the bytes.


class FileRecord(BaseModel):
    id: int
    title: str
    filename: str
    content_type: str
    size: int
    sha256: str


files: list[FileRecord] = []


def find_file(file_id: int) -> FileRecord:
    for record in files:
        if record.id == file_id:
            return record
    raise HTTPException(status_code=404, detail="File not found")


@app.get("/files")
async def list_files() -> list[FileRecord]:
    return files


@app.get("/files/{file_id}")
async def read_file(file_id: int) -> FileRecord:
    return find_file(file_id)


@app.post("/files", status_code=201)
async def create_file(file: UploadFile, title: Annotated[str, Form()]) -> FileRecord:
    digest = hashlib.sha256()
    size = 0
    while chunk := await file.read(64 * 1024):
        digest.update(chunk)
        size += len(chunk)
    record = FileRecord(
        id=len(files) + 1,
        title=title,
        filename=file.filename or "",
        content_type=file.content_type or "",
        size=size,
        sha256=digest.hexdigest(),
    )
    files.append(record)
    return record


# Downloads, as FastAPI's "Custom Response" page writes a file's: `FileResponse(path,
# filename=...)`, with Starlette's defaults (an attachment named by Content-Disposition,
# Accept-Ranges, an ETag and a Last-Modified from the file's stat, and a Range answered 206
# when If-Range, if sent, is that ETag or date). The exports are in EXPORTS_ROOT, which serve
# fills: `library.bin` is 3,000,000 bytes.

exports = Path(os.environ.get("EXPORTS_ROOT", "exports"))


@app.get("/exports/{name}")
async def read_export(name: str):
    path = exports / f"{name}.bin"
    if not path.is_file():
        raise HTTPException(status_code=404, detail="Export not found")
    return FileResponse(path, filename=path.name)


# A list larger than a mebibyte in one answer, not paged: the books of the formula, 1 to 20,000.

catalogue = [
    Book(id=n, title=f"Book {n}", author=f"Author {n % 5}", year=1990 + n, in_stock=n % 2 == 0)
    for n in range(1, 20_001)
]


@app.get("/catalogue")
async def read_catalogue() -> list[Book]:
    return catalogue
