import TerminalKit

/// A small map of the world in braille characters, with a pin at a position and the position's
/// coordinates under the map; here 24 characters wide, with a pin in Sydney:
///
/// ```
/// ⠀⣀⣀⣠⣤⣠⠶⡐⢲⡶⠆⠀⢀⣀⣀⣀⣠⣤⣤⣤⣤⣤⣄⣀
/// ⠀⠀⠀⠙⣿⣿⣶⠛⠀⠀⠀⢠⣚⠿⢿⣿⣿⣿⣿⣿⠟⠃⠀⠀
/// ⠀⠀⠀⠀⠈⠓⠀⣄⡀⠀⠀⠿⢿⣿⣿⠟⠉⠏⠙⢉⠀⠀⠀⠀
/// ⠀⠀⠀⠀⠀⠀⠈⢻⣿⠇⠀⠀⠀⣿⠇⠄⠀⠀⠀⢀⣤⣥⠀⠀
/// ⠀⠀⠀⠀⠀⠀⠀⠟⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠉●⠀
/// ⣀⣀⣤⣤⣤⣤⣤⣖⣀⣀⣤⣴⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣀
///         ● -33.87, 151.21
/// ```
///
/// The projection is equirectangular, the whole globe from 180°W to 180°E and from pole to
/// pole: each character is 2 × 4 dots, and a dot is set when most of the land mask's cells
/// within it are land. The map is ``width`` characters wide, clamped to ``minimumWidth`` and
/// ``maximumWidth``, and its height follows, about a quarter of the width. The pin is a `●`
/// drawn over the character at its position, bold and red when `RenderOptions.usesColor` is on.
/// The line under the map gives the pin's coordinates as `-33.90, 151.20` (latitude, longitude,
/// two decimals), below the pin where they fit; without a position it says `no position`.
public struct WorldMap: Sendable, Hashable {
  /// The narrowest map drawn, in characters.
  public static let minimumWidth = 20
  /// The widest map drawn, in characters.
  public static let maximumWidth = 60

  /// The width asked for, in characters.
  public var width: Int
  /// Where the pin stands, or `nil` for a map without one.
  public var pin: Position?

  public init(width: Int, pin: Position?) {
    self.width = width
    self.pin = pin
  }

  /// The number of characters across the map: ``width`` within ``minimumWidth`` and
  /// ``maximumWidth``.
  public var columnCount: Int {
    min(max(width, Self.minimumWidth), Self.maximumWidth)
  }

  /// The number of lines of the map, without the line under it.
  public var rowCount: Int {
    (columnCount + 2) / 4
  }

  /// The map's lines and then the line of coordinates, without line breaks.
  public func lines(options: RenderOptions) -> [String] {
    var rows = landRows().map { String(String.UnicodeScalarView($0)) }
    let marker = options.styled(String(Self.marker), .pin)
    guard let pin else { return rows + ["no position"] }
    let cell = cell(of: pin)
    if rows.indices.contains(cell.row) {
      let row = Array(rows[cell.row])
      rows[cell.row] =
        String(row[..<cell.column]) + marker + String(row[(cell.column + 1)...])
    }
    let caption = pin.description
    let indent = max(min(cell.column, columnCount - caption.count - 2), 0)
    return rows + [String(repeating: " ", count: indent) + marker + " " + caption]
  }

  static let marker: Character = "●"

  /// The line and the character of the map where `position` falls.
  func cell(of position: Position) -> (row: Int, column: Int) {
    let column = (position.longitude + 180) / 360 * Double(columnCount)
    let row = (90 - position.latitude) / 180 * Double(rowCount)
    return (
      min(Int(row.rounded(.down)), rowCount - 1), min(Int(column.rounded(.down)), columnCount - 1)
    )
  }

  /// The map without the pin: a braille character for each of its cells, row by row.
  func landRows() -> [[Unicode.Scalar]] {
    let mask = LandMask.world
    let dotWidth = 360 / Double(columnCount * 2)
    let dotHeight = 180 / Double(rowCount * 4)
    return (0..<rowCount).map { row in
      (0..<columnCount).map { column in
        var bits: UInt32 = 0
        for (index, bit) in Self.dotBits.enumerated() {
          let x = column * 2 + index % 2
          let y = row * 4 + index / 2
          let north = 90 - Double(y) * dotHeight
          let west = Double(x) * dotWidth - 180
          if mask.isMostlyLand(
            latitudes: (north - dotHeight)..<north, longitudes: west..<(west + dotWidth))
          {
            bits |= bit
          }
        }
        return Unicode.Scalar(0x2800 + bits) ?? " "
      }
    }
  }

  /// The bit of each dot of a braille character, left to right and then top to bottom.
  private static let dotBits: [UInt32] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
}

extension WorldMap {
  /// A place on the globe, in degrees.
  public struct Position: Sendable, Hashable, CustomStringConvertible {
    /// The latitude, from -90 (south) to 90 (north).
    public let latitude: Double
    /// The longitude, from -180 (west) to 180 (east).
    public let longitude: Double

    /// A position, or `nil` unless `latitude` is within -90...90 and `longitude` within
    /// -180...180.
    public init?(latitude: Double, longitude: Double) {
      guard (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
      self.latitude = latitude
      self.longitude = longitude
    }

    /// The coordinates rounded to two decimals, latitude first: `-33.90, 151.20`.
    public var description: String {
      "\(Self.rounded(latitude)), \(Self.rounded(longitude))"
    }

    private static func rounded(_ degrees: Double) -> String {
      let hundredths = Int((degrees * 100).rounded())
      let sign = hundredths < 0 ? "-" : ""
      let fraction = abs(hundredths) % 100
      return "\(sign)\(abs(hundredths) / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
  }
}
