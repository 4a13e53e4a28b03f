import Features

/// A typed form of an API's own items (JSONPlaceholder's posts and users): a form feature over
/// a ``FormState`` whose fields are an enumeration, shown by the form screen as an
/// ``ItemForm``, a new item's or the edit of one, which loads it first. Once saved, the item
/// shows itself in its ``Detail``.
protocol OwnForm: Reducer
where
  State: FormState, State.Resource == Item, Action == FormAction<State.Fields.Field, Item>
{
  associatedtype Item: Identifiable & Sendable & Hashable where Item.ID: Sendable & Hashable
  /// The detail that shows an item saved.
  associatedtype Detail: SavedDetail where Detail.Saved == Item

  /// What one item is called: `post`.
  static var noun: String { get }
  /// The path of the items under the base URL: `posts`.
  static var path: String { get }
  /// The label of `field`, before the field: `Title`.
  static func label(of field: State.Fields.Field) -> String
  /// Whether `field` has several lines (a post's body): by default, none has.
  static func allowsNewlines(_ field: State.Fields.Field) -> Bool
  /// The form's feature, saving through the clients of `context`.
  static func feature(in context: ScreenContext) -> Self
  /// The feature that loads an item to edit, then edits it in the form.
  static func edit(in context: ScreenContext) -> EditFeature<Item, Self>
}

extension OwnForm {
  static func allowsNewlines(_ field: State.Fields.Field) -> Bool { false }
}
