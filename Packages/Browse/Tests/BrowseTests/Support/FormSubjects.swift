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
  /// A new post's form, JSONPlaceholder's rules on its fields.
  static var newPost: Self { Self(RecordForm.newPost) }

  static func record(_ form: RecordForm) -> Self { Self(form) }

  /// Changes the record form, when the form is a record's.
  mutating func updateRecord(_ change: (inout RecordForm) -> Void) {
    guard var record = self.as(RecordForm.self) else { return }
    change(&record)
    self = FormContent(record)
  }
}

extension FormInput {
  static func record(_ action: RecordFormFeature.Action) -> Self { Self(action) }
}

extension FormScreenFeature {
  /// The form screens' feature, saving records through `collections`, their link fields'
  /// pickers reading `links`.
  init(
    collections: RecordCollections = .unimplemented,
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
    self.init(
      context: context, links: LinkChoices(collections: links ?? collections, idField: "id"),
      isOffline: isOffline, edit: edit)
  }
}

extension AnyBrowseEvent {
  static func record(_ record: JSONObject, of resource: BrowsedResource, id: String?) -> Self {
    Self(SavedRecord(record: record, of: resource, id: id))
  }
}

extension BrowseDelegate {
  /// A form saved the item of `event`.
  static func saved(_ event: AnyBrowseEvent) -> Self { .event(event) }
}

extension RecordForm {
  /// A new post's form, its fields those of JSONPlaceholder's posts, with their rules.
  static var newPost: RecordForm {
    let post: JSONObject = ["userId": 1, "id": 1, "title": "A title", "body": "A body"]
    var form = RecordForm(
      new: BrowsedResource(name: "posts"), names: post.names,
      schema: RecordSchema(records: [post]), idField: "id")
    form.rules = ResourceCatalog.jsonPlaceholder.rules["posts"] ?? [:]
    return form
  }
}
