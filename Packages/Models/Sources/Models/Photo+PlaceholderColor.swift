import Foundation

extension Photo {
  /// The colour the placeholder image's address names in its last path component, as
  /// `https://via.placeholder.com/600/92c952` names `92c952`; `nil` when the address names
  /// none (see ``RGBColor/init(hex:)``).
  public var placeholderColor: RGBColor? {
    guard let path = URLComponents(string: url)?.path,
      let last = path.split(separator: "/", omittingEmptySubsequences: false).last
    else { return nil }
    return RGBColor(hex: last)
  }
}
