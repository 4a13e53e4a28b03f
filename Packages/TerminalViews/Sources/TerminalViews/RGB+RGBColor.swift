import Models
import TerminalKit

extension RGB {
  /// The terminal's colour for a colour of the API's models, such as a photo's
  /// `placeholderColor`.
  public init(_ color: RGBColor) {
    self.init(red: color.red, green: color.green, blue: color.blue)
  }
}
