import Features
import JSONCoding
import ScreenKit
import TerminalKit

extension RecordAddOn {
  /// A record with a latitude and a longitude (``RecordPosition``) shows them as a pin on a
  /// map of the world after its fields, under `Map`, as a user's address does; `m` opens the
  /// place on OpenStreetMap, on the record's screen and on a list of such records (elsewhere,
  /// `m needs a place: the posts have none`).
  public static let location = RecordAddOn(
    "a record with a place", for: .records { RecordPosition.find(in: $0) != nil },
    listKeys: [
      KeyBinding(
        [.character("m")], "m", "open the record's place on OpenStreetMap",
        refusal: { $0.selectedRow == nil ? "m: no record to open" : nil }
      ) { screen, state in
        guard let row = state.selectedRow else { return .none }
        return LinkOpening.openPlace(
          of: row.fields, named: row.key?.description ?? "this record",
          with: screen.resource.openURL, notice: { .delegate(.notice($0)) })
      }
    ],
    keys: [
      KeyBinding(
        [.character("m")], "m", "open the record's place on OpenStreetMap",
        refusal: { $0.detail.detail.value == nil ? "m: the record could not be read" : nil },
        wait: .actsAtOnce
      ) { screen, state in
        guard let page = state.detail.detail.value else { return .none }
        return LinkOpening.openPlace(
          of: page.record, named: state.detail.id.description, with: screen.resource.openURL,
          notice: { .delegate(.notice($0)) })
      }
    ],
    sections: { page in
      guard let found = RecordPosition.find(in: page.record) else { return [] }
      return [
        RecordSection("Map") { options in
          guard options.lineWidth >= WorldMap.minimumWidth else { return [] }
          return WorldMap(width: min(options.lineWidth, mapWidth), pin: found.position)
            .lines(options: options)
        }
      ]
    }
  ).needing("a place")

  /// The widest map a record screen draws, in characters.
  static let mapWidth = 40
}
