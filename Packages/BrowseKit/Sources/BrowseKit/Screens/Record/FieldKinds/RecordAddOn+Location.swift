import JSONCoding
import ScreenKit
import TerminalKit

extension RecordAddOn {
  /// A record with a latitude and a longitude (``RecordPosition``) shows them as a pin on a
  /// map of the world after its fields, under `Map`, as a user's address does.
  public static let location = RecordAddOn(
    "a record with a place", for: .records { RecordPosition.find(in: $0) != nil },
    sections: { page in
      guard let found = RecordPosition.find(in: page.record) else { return [] }
      return [
        RecordSection("Map") { options in
          guard options.lineWidth >= WorldMap.minimumWidth else { return [] }
          return WorldMap(width: min(options.lineWidth, mapWidth), pin: found.position)
            .lines(options: options)
        }
      ]
    })

  /// The widest map a record screen draws, in characters.
  static let mapWidth = 40
}
