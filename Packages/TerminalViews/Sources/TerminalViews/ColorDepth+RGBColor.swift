import Models
import TerminalKit

extension ColorDepth {
  /// The colour to draw a colour of the API's models in at this depth, such as a photo's
  /// `placeholderColor`; `nil` when it is not known or there is no colour.
  public func terminalColor(for color: RGBColor?) -> TerminalColor? {
    guard let color else { return nil }
    return terminalColor(red: color.red, green: color.green, blue: color.blue)
  }
}
