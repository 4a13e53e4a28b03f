import ScreenKit
import TerminalKit

extension RecordAddOn {
  /// A list whose records are images (a `thumbnailUrl`, a `url` of an image:
  /// ``RecordSwatch/image(in:)``) shows them as tiles with `v`, as an album's photos are: a
  /// swatch in the colour each image's address names, and the record's id and name under it.
  /// The arrows, `h` `l` `k` `j` move between the tiles, and `v` shows the rows again
  /// (elsewhere, `v needs images: the posts have none`).
  public static let imageGrid = RecordAddOn(
    "a record that is an image", for: .records { RecordSwatch.image(in: $0) != nil },
    listKeys: [
      RecordsList.Binding(
        [.character("v")], "", "",
        hint: KeyHint("v rows", rank: 40, whileFiltered: .shown) { $0.tiles.showsTiles },
        when: { $0.tiles.showsTiles }
      ) { screen, state in screen.resource.showTiles(false, &state) },
      RecordsList.Binding(
        [.character("v")], "v", "show the records as tiles in their images' colours, or as rows",
        hint: KeyHint("v tiles", rank: 40, whileFiltered: .shown) { !$0.tiles.showsTiles },
        refusal: { $0.tiles.field == nil ? "v: no column is an image's address" : nil }
      ) { screen, state in screen.resource.showTiles(true, &state) },
      RecordsList.Binding(
        [.left, .character("h")], "← → ↑ ↓, h l k j", "move between the tiles, once shown",
        when: { $0.tiles.showsTiles }, wait: .moves
      ) { screen, state in screen.move(by: -1, &state) },
      RecordsList.Binding(
        [.right, .character("l")], "", "", when: { $0.tiles.showsTiles }, wait: .moves
      ) { screen, state in screen.move(by: 1, &state) },
    ]
      + Movement.bindings(when: { $0.tiles.showsTiles }, wait: .moves) { screen, state, move in
        screen.move(by: RecordsList.tileDelta(of: move, in: state), &state)
      }
  ).needing("images")
}
