import Features

/// The form that creates a book, or replaces the one it edits.
public typealias BookFormFeature = FormFeature<BookForm>

/// The edit of a book: the book read with its version, then replaced under it.
public typealias BookEditFeature = EditFeature<Book, BookFormFeature>

/// The create or edit form as lines of text: the server's message that names no field first,
/// then each field with its value and its problems under it.
public enum BookFormScreen {
  /// The lines that show `form`.
  public static func lines(_ form: BookForm) -> [String] {
    form.textLines(title: form.editedRecord == nil ? "New book" : "Edit book", label: \.label) {
      switch $0 {
      case .editing, .invalid: nil
      case .submitting: "Saving…"
      case .saved(let book): "Saved \(book.title)."
      case .failed(let failure): "Could not save: \(failure.message)"
      }
    }
  }

  /// The lines that show an edit: the form once the book is read, or what the read came to.
  public static func lines(_ edit: BookEditFeature.State) -> [String] {
    switch edit.form {
    case .loading: ["Edit book", "Loading…"]
    case .failed(let failure): ["Edit book", "Could not read it: \(failure.message)"]
    case .loaded(let form): lines(form)
    }
  }
}
