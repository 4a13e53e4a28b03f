import Features

/// The notes API, described once: `GET /v2/notes?limit=…&cursor=…` answered
/// `{"data": […], "next_cursor": "…"}`, a title searched with `?title=`, and a `422` in any
/// common shape.
public enum NotesAPI {
  public static let notes = ResourceDescription<Note, NoteDraft>(
    path: ["v2", "notes"], singular: "note", member: "data",
    paging: .cursor("cursor", at: "next_cursor", size: "limit"), search: .parameter("title"))
}
