import HTTPClient
import TestSupport
import Testing

extension Growth {
  /// Reading request items, each field given twice and half of them nested, with n and 16 n
  /// words: a field found again by its name must cost the same however many there are.
  @Suite struct RequestItemsParsing {
    /// The words of `count` fields, each given twice, the odd ones nested (`fieldN[a][]=x`).
    static func words(_ count: Int) -> [String] {
      (0..<count).flatMap { index in
        index.isMultiple(of: 2)
          ? ["field\(index):=\(index)", "field\(index)=x"]
          : ["field\(index)[a][]=x", "field\(index)[a][]=y"]
      }
    }

    @Test func aFieldGivenAgainCostsTheSameWhateverCameBefore() async throws {
      let inputs = Inputs { Self.words($0) }

      let measurement = try await GrowthCheck(
        name: "request items", bound: 32, size: 500, prepare: { _ = inputs($0) }
      ) { count in
        let items = try RequestItems(parsing: inputs(count))
        guard items.fields.count == count else { throw CancellationError() }
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}
