import Features
import Foundation
import HTTPClientLive
import Library
import LibraryServer

// Serves a small Spring Data REST books API on loopback and goes through it as a library's
// screens would: the list paged from 0 to its end, a search by title, a create refused then
// made (read at its Location), an edit refused because the book changed since it was read,
// then saved over the new version with the person's change kept, and a delete.

let apiKey = "library-demo-key"
let server = try LibraryServer(
  apiKey: apiKey,
  books: [
    ServedBook(id: 1, title: "Moby-Dick", author: "Herman Melville", year: 1851),
    ServedBook(id: 2, title: "Middlemarch", author: "George Eliot", year: 1871),
    ServedBook(id: 3, title: "The Waves", author: "Virginia Woolf", year: 1931),
    ServedBook(id: 4, title: "The Leopard", author: "Giuseppe Tomasi di Lampedusa", year: 1958),
    ServedBook(id: 5, title: "Beloved", author: "Toni Morrison", year: 1987),
  ])
guard let url = URL(string: server.baseURL) else {
  print("The server's address is not a URL: \(server.baseURL)")
  exit(1)
}
let books = ResourceClient.live(
  LibraryResources.books,
  session: HTTPSession(
    baseURL: url, userAgent: "library-demo/1.0",
    credentials: .apiKey(apiKey, header: "X-API-Key")))

/// Prints `lines` and a blank line.
func show(_ lines: [String]) {
  print(lines.joined(separator: "\n") + "\n")
}

let list = Store(
  initialState: BooksFeature.State(query: RecordQuery(), pageSize: 2),
  reducer: BooksFeature(client: books, debounce: .zero))
await list.send(.feed(.loadRemainingPages))
show(BooksScreen.lines(await list.state))
await list.send(.searchTextChanged("the"))
show(BooksScreen.lines(await list.state))

let form = Store(
  initialState: BookForm(
    fields: BookForm.Fields(title: "The Hobbit", author: "J. R. R. Tolkien", year: "3000")),
  reducer: BookFormFeature(saving: books))
await form.send(.submit)
show(BookFormScreen.lines(await form.state))
await form.send(.setField(.year, "1937"))
await form.send(.submit)
show(BookFormScreen.lines(await form.state))
guard case .saved(let hobbit) = await form.state.status,
  let number = Int(hobbit.id.split(separator: "/").last ?? "")
else {
  print("The book was not created.")
  exit(1)
}

let edit = Store(
  initialState: BookEditFeature.State(id: hobbit.id), reducer: BookEditFeature(client: books))
await edit.send(.load)
await edit.send(.form(.setField(.title, "The Hobbit, or There and Back Again")))
server.retitle(number, to: "The Hobbit (Second Edition)")
await edit.send(.form(.setField(.author, "J.R.R. Tolkien")))
await edit.send(.form(.submit))
show(BookFormScreen.lines(await edit.state))
await edit.send(.reloadKeepingEdits)
await edit.send(.form(.submit))
show(BookFormScreen.lines(await edit.state))

let reread = Store(
  initialState: BookEditFeature.State(id: hobbit.id), reducer: BookEditFeature(client: books))
await reread.send(.load)
if let book = await reread.state.form.value?.editedRecord {
  let deletion = Store(
    initialState: DeletionFeature<Book>.State(target: book, version: await reread.state.version),
    reducer: DeletionFeature(client: books))
  await deletion.send(.delete)
  await deletion.send(.confirm)
  print("Deleted \(book.title): \(await deletion.state.status == .deleted)")
}
await server.shutdown()
