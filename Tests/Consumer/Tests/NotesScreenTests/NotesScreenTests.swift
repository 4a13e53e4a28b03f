import Features
import Foundation
import NotesScreen
import Testing

@Test func readsEveryPageOfTheNotesFound() async {
  let client = ResourceClient.inMemory(
    NotesAPI.notes, records: (1...120).map { Note(id: $0, title: "Note \($0)") },
    matching: { note, search in note.title.hasSuffix(search.text) })
  let titles = await noteTitles(client: client, matching: "7")
  #expect(titles.count == 12)
  #expect(titles.last == "Note 117")
}

@Test func theNotesAreAskedForWhereTheDescriptionSays() throws {
  let base = try #require(URL(string: "https://notes.example.com"))
  let first = NotesAPI.notes.listEndpoint(RecordQuery("tide", page: PageRequest(size: 10)))
  let next = NotesAPI.notes.listEndpoint(
    RecordQuery("tide", page: PageRequest(continuation: .cursor("c2"), size: 10)))

  #expect(
    first.url(relativeTo: base).absoluteString
      == "https://notes.example.com/v2/notes?title=tide&limit=10")
  #expect(
    next.url(relativeTo: base).absoluteString
      == "https://notes.example.com/v2/notes?title=tide&limit=10&cursor=c2")
}
