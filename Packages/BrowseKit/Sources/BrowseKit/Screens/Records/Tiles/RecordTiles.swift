/// A list of records that are images, as `v` shows it as tiles: the field by which they are
/// images, and whether the tiles show in place of the rows.
public struct RecordTiles: Sendable, Hashable {
  /// The field by which the list's first records are images (``RecordSwatch/image(in:)``);
  /// `nil` when they are not.
  public var field: String?
  /// Whether the records show as tiles, each a swatch in its image's colour with its name.
  public var isShown = false

  public init(field: String? = nil, isShown: Bool = false) {
    self.field = field
    self.isShown = isShown
  }

  /// Whether tiles show: asked for, of records that are images.
  public var showsTiles: Bool { isShown && field != nil }
}
