extension RecordAddOn {
  /// The add-ons the shell registers after every catalog's own
  /// (``ResourceCatalog/registeredAddOns``), for any resource whose records have a field of
  /// their kind: a true/false field flipped and filtered in a list (``trueFalseField``), a list
  /// of images shown as tiles (``imageGrid``), a long text laid out as prose (``prose``), a
  /// latitude and longitude pinned on a map (``location``), colours and images drawn as
  /// swatches (``swatches``).
  public static let fieldKinds: [RecordAddOn] = [
    trueFalseField, imageGrid, prose, location, swatches,
  ]
}
