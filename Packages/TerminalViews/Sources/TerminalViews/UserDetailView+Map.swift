import Models
import ScreenKit
import TerminalKit

extension UserDetailView {
  /// The `WorldMap` with a pin at `geo`, in the value column that starts at `valueColumn` when
  /// the map fits there, else at the left edge; nothing when not writing to a terminal, when
  /// the terminal is narrower than the narrowest map, or when the user has no position to pin.
  static func mapLines(for geo: User.Geo, valueColumn: Int, options: RenderOptions) -> [String] {
    guard options.isTerminal, options.lineWidth >= WorldMap.minimumWidth,
      let pin = geo.latitude.flatMap({ latitude in
        geo.longitude.flatMap { WorldMap.Position(latitude: latitude, longitude: $0) }
      })
    else { return [] }
    let fitsBeside = options.lineWidth - valueColumn >= WorldMap.minimumWidth
    let indent = fitsBeside ? valueColumn : 0
    let map = WorldMap(width: min(options.lineWidth - indent, mapWidth), pin: pin)
    let padding = String(repeating: " ", count: indent)
    return map.lines(options: options).map { padding + $0 }
  }

  /// The widest map in a user's detail, in characters.
  static let mapWidth = 40
}
