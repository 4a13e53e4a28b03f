import Features
import Foundation
import HTTPClientLive
import NotesScreen

/// The notes of the API at `baseURL`, as the shipped program reads them.
func liveNotes(baseURL: URL) -> ResourceClient<Note, NoteDraft> {
  .live(NotesAPI.notes, session: HTTPSession(baseURL: baseURL, userAgent: "notes/1.0"))
}
