import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

@testable import Browse
@testable import BrowseKit

/// The forms' subjects and actions as the tests name them.
extension FormContent {
  /// A post's form: a new post's once there in create mode, else the edit of the post edited,
  /// or of post 1.
  static func post(_ form: Loadable<PostFormFeature.State>) -> Self {
    if let new = form.value, case .create = new.mode { return Self(PostForm.new(new)) }
    var id: Post.ID = 1
    if case .edit(let post)? = form.value?.mode { id = post.id }
    return Self(PostForm.edit(PostEditFeature.State(id: id, form: form)))
  }

  static func record(_ form: RecordForm) -> Self { Self(form) }
  static func newPost(_ form: PostFormFeature.State) -> Self { Self(PostForm.new(form)) }
  static func post(_ edit: PostEditFeature.State) -> Self { Self(PostForm.edit(edit)) }

  /// Changes the record form, when the form is a record's.
  mutating func updateRecord(_ change: (inout RecordForm) -> Void) {
    guard var record = self.as(RecordForm.self) else { return }
    change(&record)
    self = FormContent(record)
  }
}

extension FormInput {
  static func record(_ action: RecordFormFeature.Action) -> Self { Self(action) }
  static func post(_ action: PostFormFeature.Action) -> Self {
    Self(PostEditFeature.Action.form(action))
  }
}

extension FormScreenFeature.Action {
  static func postEdit(_ action: PostEditFeature.Action) -> Self { .form(FormInput(action)) }
}

extension FormScreenFeature {
  /// The form screens' feature, saving posts through `client` and records through
  /// `collections`, their link fields' pickers reading `links`.
  init(
    client: NetworkClient = .unimplemented, collections: RecordCollections = .unimplemented,
    links: RecordCollections? = nil, isOffline: Bool = false,
    edit: @escaping @Sendable (String) async -> Result<String, ExternalEditor.Failure> = {
      .success($0)
    }
  ) {
    let context = ScreenContext(
      collections: collections,
      lists: TabLists(
        records: RecordsScreen(collections: collections, isOffline: isOffline), lists: []),
      catalog: .jsonPlaceholder, isOffline: isOffline, runtime: .inert
    )
    .with(\.client, client)
    self.init(
      context: context, links: LinkChoices(collections: links ?? collections, idField: "id"),
      isOffline: isOffline, edit: edit)
  }
}

extension AnyBrowseEvent {
  static func post(_ post: Post, isNew: Bool) -> Self {
    Self(SavedItem<PostDetails>(item: post, isNew: isNew))
  }
  static func record(_ record: JSONObject, of resource: BrowsedResource, id: String?) -> Self {
    Self(SavedRecord(record: record, of: resource, id: id))
  }
}

extension BrowseDelegate {
  /// A form saved the item of `event`.
  static func saved(_ event: AnyBrowseEvent) -> Self { .event(event) }
}
