import Models
import TerminalKit
import TerminalViews
import TestSupport
import Testing

extension Growth {
  /// An album's grid of n and 16 n photos, drawn once for each of n rows the cursor moves down:
  /// a draw reads the photos in sight only, so the draws take linear time however many photos
  /// the album holds.
  @Suite struct PhotoGrid {
    static func photos(_ count: Int) -> [Photo] {
      (0..<count * 8).map { index in
        let color = String(index * 2_654_435 % 0xFF_FFFF, radix: 16)
        let hex = String(repeating: "0", count: 6 - color.count) + color
        return Photo(
          albumId: 1, id: Photo.ID(index + 1), title: "Photo \(index) of the harbour",
          url: "https://via.placeholder.com/600/\(hex)",
          thumbnailUrl: "https://via.placeholder.com/150/\(hex)")
      }
    }

    @Test func drawingTheGridCostsWhatItShows() async throws {
      let inputs = Inputs { Self.photos($0) }

      let measurement = try await GrowthCheck(
        name: "an album's grid drawn for each row down", bound: 32, size: 8,
        prepare: { _ = inputs($0) }
      ) { count in
        let photos = inputs(count)
        let tiles = PhotoTiles(
          photos: photos, layout: TileGridLayout(width: 78), depth: .trueColor, usesColor: true)
        var buffer = CellBuffer(size: TerminalSize(columns: 80, rows: 24))
        for row in 0..<count {
          tiles.draw(into: &buffer, top: 1, left: 2, lines: 22, firstRow: row, cursor: row * 4)
        }
        try #require(buffer.text(ofRow: 4).contains("Photo \(4 * (count - 1))"))
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}
