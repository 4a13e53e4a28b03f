import Foundation
import JSONCoding
import TerminalKit

/// A field of a record that a swatch draws: a colour (`"#92c952"`, `"#fc0"`, or six hexadecimal
/// digits in a field named for a colour, `"color": "92c952"`), or the web address of an image
/// (a `thumbnailUrl`, an `avatar_url`, a `.png`, a placeholder image's), in the colour its
/// address names, if any (`https://via.placeholder.com/600/92c952`).
///
/// ```swift
/// let swatches = RecordSwatch.all(in: ["color": "#ff8800", "title": "Dusk"])
/// // [RecordSwatch(field: "color", color: .rgb(red: 255, green: 136, blue: 0), isImage: false)]
/// ```
public struct RecordSwatch: Sendable, Hashable {
  /// The name of the record's field.
  public var field: String
  /// The colour, in truecolor; `nil` for an image whose address names none.
  public var color: TerminalColor?
  /// Whether the field is the address of an image.
  public var isImage: Bool

  public init(field: String, color: TerminalColor?, isImage: Bool) {
    self.field = field
    self.color = color
    self.isImage = isImage
  }

  /// The swatches of `record`'s own fields, in its order.
  public static func all(in record: JSONObject) -> [RecordSwatch] {
    record.compactMap { member in swatch(of: member.name, member.value) }
  }

  /// The field by which `record` is an image, with its colour: the first image address among
  /// its fields, a thumbnail's first; `nil` when it has none.
  public static func image(in record: JSONObject) -> RecordSwatch? {
    let images = all(in: record).filter(\.isImage)
    return images.first { $0.field.lowercased().contains("thumb") } ?? images.first
  }

  /// The colour `record` shows as a tile: its image's, else its first colour's.
  static func tileColor(of record: JSONObject) -> TerminalColor? {
    let swatches = all(in: record)
    let image = swatches.first { $0.isImage && $0.color != nil }
    return (image ?? swatches.first { $0.color != nil })?.color
  }

  /// The swatch of the field `name` whose value is `value`, when it is a colour or an image.
  public static func swatch(of name: String, _ value: JSONValue) -> RecordSwatch? {
    guard case .string(let text) = value else { return nil }
    if let color = color(of: text, named: name) {
      return RecordSwatch(field: name, color: color, isImage: false)
    }
    // Most texts are not addresses: they are told at once, without parsing them.
    guard text.prefix(4).lowercased() == "http", let address = URLComponents(string: text),
      isImage(address, named: name)
    else { return nil }
    return RecordSwatch(field: name, color: placeholderColor(of: address), isImage: true)
  }

  // MARK: - Colours

  /// `#rrggbb` or `#rgb` anywhere; six digits without `#` in a field named for a colour.
  static func color(of text: String, named name: String) -> TerminalColor? {
    if text.hasPrefix("#") { return hexColor(text.dropFirst(), shorthand: true) }
    let lowered = name.lowercased()
    guard lowered.contains("color") || lowered.contains("colour") else { return nil }
    return hexColor(Substring(text), shorthand: false)
  }

  /// Six hexadecimal digits as a colour, or three doubled (`fc0` is `ffcc00`) with
  /// `shorthand`.
  static func hexColor(_ digits: Substring, shorthand: Bool) -> TerminalColor? {
    guard digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII) else { return nil }
    let full: String
    switch digits.count {
    case 6: full = String(digits)
    case 3 where shorthand: full = digits.map { "\($0)\($0)" }.joined()
    default: return nil
    }
    guard let value = UInt32(full, radix: 16) else { return nil }
    return .rgb(
      red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value))
  }

  // MARK: - Images

  static let imageExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "webp", "svg", "avif", "bmp", "ico",
  ]
  /// Services whose addresses draw an image of a colour the address names.
  static let placeholderHosts: Set<String> = [
    "via.placeholder.com", "placehold.co", "placehold.it", "placeholder.com", "dummyimage.com",
  ]
  /// Words in a field's name that say it holds an image's address.
  static let imageWords = ["image", "img", "thumb", "avatar", "photo", "picture", "logo", "icon"]

  /// Whether `address` is an image's: on the web, with an image's extension, at a placeholder
  /// service, or in a field whose name says so.
  static func isImage(_ address: URLComponents, named name: String) -> Bool {
    guard let scheme = address.scheme?.lowercased(), scheme == "http" || scheme == "https",
      address.host?.isEmpty == false
    else { return false }
    let path = address.path.lowercased()
    let fileExtension = path.split(separator: "/").last?.split(separator: ".").dropFirst().last
    if let fileExtension, imageExtensions.contains(String(fileExtension)) { return true }
    if isPlaceholder(address) { return true }
    let lowered = name.lowercased()
    return imageWords.contains { lowered.contains($0) }
  }

  static func isPlaceholder(_ address: URLComponents) -> Bool {
    guard var host = address.host?.lowercased() else { return false }
    if host.hasPrefix("www.") { host.removeFirst(4) }
    return placeholderHosts.contains(host)
  }

  /// The colour an image's address names: at a placeholder service, its first part of six
  /// hexadecimal digits after the size (`/600/92c952`, `/600x400/92c952/fff`); elsewhere, a
  /// last part of six hexadecimal digits with both a digit and a letter (`/photos/150/92c952`,
  /// as the sample API's photos are), which no word (`facade`) and no number (`123456`) is.
  /// None otherwise: the image's colour is not known.
  static func placeholderColor(of address: URLComponents) -> TerminalColor? {
    let names = address.path.split(separator: "/").map { part in
      part.split(separator: ".", maxSplits: 1).first ?? part
    }
    guard isPlaceholder(address) else {
      guard let last = names.last, last.contains(where: \.isNumber),
        last.contains(where: \.isLetter)
      else { return nil }
      return hexColor(last, shorthand: false)
    }
    return names.lazy.compactMap { hexColor($0, shorthand: false) }.first
  }
}
