/// How a cell is drawn: a set of SGR attributes.
public struct CellStyle: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public static let bold = CellStyle(rawValue: 1 << 0)
  public static let dim = CellStyle(rawValue: 1 << 1)
  /// Foreground and background swapped.
  public static let reverse = CellStyle(rawValue: 1 << 2)
  /// Red, for errors.
  public static let error = CellStyle(rawValue: 1 << 3)
  /// Underlined, for the text a search matched: an attribute, not a colour.
  public static let underline = CellStyle(rawValue: 1 << 7)

  /// The escape sequence that sets exactly this style, starting from a reset.
  public var selectGraphicRendition: String {
    var parameters = ["0"]
    if contains(.bold) { parameters.append("1") }
    if contains(.dim) { parameters.append("2") }
    if contains(.underline) { parameters.append("4") }
    if contains(.reverse) { parameters.append("7") }
    if contains(.error) { parameters.append("31") }
    return "\u{1B}[\(parameters.joined(separator: ";"))m"
  }

  /// The style that an SGR sequence's `parameters` (such as `1` or `0;31`) turn this one into.
  public func applying(parameters: Substring) -> CellStyle {
    var style = self
    for parameter in parameters.split(separator: ";", omittingEmptySubsequences: false) {
      switch parameter {
      case "", "0": style = []
      case "1": style.insert(.bold)
      case "2": style.insert(.dim)
      case "4": style.insert(.underline)
      case "7": style.insert(.reverse)
      case "22": style.subtract([.bold, .dim])
      case "24": style.remove(.underline)
      case "27": style.remove(.reverse)
      case "31": style.insert(.error)
      case "39": style.remove(.error)
      default: break
      }
    }
    return style
  }
}
