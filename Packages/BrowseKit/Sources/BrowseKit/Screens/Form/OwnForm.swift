import Features

/// How the browser edits an API's own items (JSONPlaceholder's posts and users): a typed form
/// feature over a `FormState` whose fields are an enumeration, shown by the form screen as an
/// ``ItemForm``, a new item's or the edit of one, which loads it first. Once saved, the item
/// shows itself in its ``Detail``.
public protocol OwnForm: SendableMetatype {
  associatedtype Item: Identifiable & Sendable & Hashable where Item.ID: Sendable & Hashable
  /// The form's feature.
  associatedtype Feature: Reducer
  where
    Feature.State: FormState, Feature.State.Resource == Item,
    Feature.Action == FormAction<Feature.State.Fields.Field, Item>
  /// The detail that shows an item saved.
  associatedtype Detail: SavedDetail where Detail.Saved == Item

  /// What one item is called: `post`.
  static var noun: String { get }
  /// The path of the items under the base URL: `posts`.
  static var path: String { get }
  /// The label of `field`, before the field: `Title`.
  static func label(of field: Feature.State.Fields.Field) -> String
  /// Whether `field` has several lines (a post's body): by default, none has.
  static func allowsNewlines(_ field: Feature.State.Fields.Field) -> Bool
  /// The form's feature, saving through the clients of `context`.
  static func feature(in context: ScreenContext) -> Feature
  /// The feature that loads an item to edit, then edits it in the form.
  static func edit(in context: ScreenContext) -> EditFeature<Item, Feature>
  /// The form of a new item, empty.
  static var creating: Feature.State { get }
  /// The form of `item`, filled in with its values.
  static func editing(_ item: Item) -> Feature.State
}

extension OwnForm {
  public static func allowsNewlines(_ field: Feature.State.Fields.Field) -> Bool { false }
}
