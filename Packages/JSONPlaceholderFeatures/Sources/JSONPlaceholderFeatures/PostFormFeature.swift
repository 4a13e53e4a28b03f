import Dependencies
import Features
import Models
import NetworkClient

/// The form that creates a post, or edits one starting from its current values.
///
/// `FormAction.submit` checks the fields with `FormValidation` first: with any problem the form
/// is `FormStatus.invalid(_:)` and nothing is sent. Otherwise creating sends a `PostDraft`,
/// and editing a `PostChanges` with only the fields that differ from the post being edited;
/// an edit that changes nothing is `FormStatus.saved(_:)` at once with that post, without a
/// request. The server's `422` answer (`NetworkError.rejected(resource:fieldErrors:)`) makes
/// the form invalid with the server's messages; any other failure makes it
/// `FormStatus.failed(_:)`, and `FormAction.retry` sends again.
public struct PostFormFeature: Reducer {
  /// A field of the form, in the form's order; the raw value is the API's name for it.
  public enum Field: String, CaseIterable, Sendable, Hashable, FormField {
    case userId
    case title
    case body

    public var rule: FormValidation.Rule {
      switch self {
      case .userId: .positiveID
      case .title, .body: .required
      }
    }

    /// The field's name for people: `User ID`, `Title`, `Body`.
    public var label: String {
      switch self {
      case .userId: "User ID"
      case .title: "Title"
      case .body: "Body"
      }
    }
  }

  /// The fields' text, as typed.
  public struct Fields: Sendable, Hashable, FormFields {
    /// The author's id, as typed.
    public var userId: String
    public var title: String
    public var body: String

    public init(userId: String = "", title: String = "", body: String = "") {
      self.userId = userId
      self.title = title
      self.body = body
    }

    public init(_ post: Post) {
      self.init(userId: post.userId.description, title: post.title, body: post.body)
    }

    public subscript(field: Field) -> String {
      get {
        switch field {
        case .userId: userId
        case .title: title
        case .body: body
        }
      }
      set {
        switch field {
        case .userId: userId = newValue
        case .title: title = newValue
        case .body: body = newValue
        }
      }
    }
  }

  public enum Mode: Sendable, Hashable {
    case create
    /// Changes `post`, whose values the fields start from. The author cannot be changed.
    case edit(Post)
  }

  public struct State: Sendable, Hashable, FormState {
    public var mode: Mode
    public var fields: Fields
    public var status: FormStatus<Post>

    /// Creates a form in `mode`, its fields by default empty for a new post or the edited
    /// post's values.
    public init(mode: Mode, fields: Fields? = nil, status: FormStatus<Post> = .editing) {
      self.mode = mode
      switch mode {
      case .create: self.fields = fields ?? Fields()
      case .edit(let post): self.fields = fields ?? Fields(post)
      }
      self.status = status
    }

    /// The fields that would be sent: all of them when creating; when editing, the title and
    /// body where they differ from the post's.
    public var fieldsToSend: [Field] {
      switch mode {
      case .create:
        return Field.allCases
      case .edit(let post):
        let original = Fields(post)
        return [.title, .body].filter { fields[$0] != original[$0] }
      }
    }

    /// The problems with the fields that would be sent, in the form's order.
    public var validationErrors: FormErrors {
      FormValidation.errors(
        in: fieldsToSend.map { (field: $0.rawValue, value: fields[$0], rule: $0.rule) })
    }

    /// Whether `field` may change: the author cannot when editing.
    public func isEditable(_ field: Field) -> Bool {
      if case .edit = mode { field != .userId } else { true }
    }

    /// The changes an edit sends: the fields that differ from the post's, `nil` when creating.
    public var changes: PostChanges? {
      guard case .edit = mode else { return nil }
      let changed = Set(fieldsToSend)
      return PostChanges(
        title: changed.contains(.title) ? fields.title : nil,
        body: changed.contains(.body) ? fields.body : nil)
    }

    /// The new post a creation sends, or `nil` when editing or when the author's id is not a
    /// positive whole number.
    public var draft: PostDraft? {
      guard case .create = mode, let userID = FormValidation.positiveID(fields.userId) else {
        return nil
      }
      return PostDraft(userId: User.ID(userID), title: fields.title, body: fields.body)
    }
  }

  public typealias Action = FormAction<Field, Post>

  private let client: NetworkClient

  /// Creates the feature, saving through `client`: by default the current
  /// `DependencyValues.networkClient`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.client = client
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    FormFeature(submission: submission).reduce(into: &state, action: action)
  }

  /// What a valid form sends: a creation, or an edit's changes, or nothing when an edit
  /// changes nothing.
  @Sendable private func submission(_ state: State) -> FormSubmission<Post>? {
    switch state.mode {
    case .create:
      guard let draft = state.draft else { return nil }
      return .request { [client] in try await client.createPost(draft) }
    case .edit(let post):
      guard let changes = state.changes, !changes.isEmpty else { return .unchanged(post) }
      return .request { [client] in try await client.updatePost(post.id, changes) }
    }
  }
}
