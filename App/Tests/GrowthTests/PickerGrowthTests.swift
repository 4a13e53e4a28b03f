import Features
import TestSupport
import Testing

extension Growth {
  /// A form's picker over n and 16 n records: loading them, then each key of a search, must
  /// cost one pass over them.
  @Suite struct PickerSearch {
    struct Record: PickerChoice {
      var id: String
      var pickerName: String?
      var pickerDetails: [String]
    }

    static func records(_ count: Int) -> [Record] {
      (0..<count).map { index in
        Record(
          id: "r\(index)", pickerName: index.isMultiple(of: 3) ? nil : "Écrivain \(index)",
          pickerDetails: ["writer\(index)@example.com"])
      }
    }

    @Test func loadingAndSearchingCostOnePassOverTheRecords() async throws {
      let inputs = Inputs { Self.records($0) }

      let measurement = try await GrowthCheck(
        name: "picker search", bound: 32, size: 500, prepare: { _ = inputs($0) }
      ) { count in
        var state = PickerFeature<Record>.State()
        state.choices = .loaded(inputs(count))
        for query in ["e", "ec", "écri", "writer1", "r7", ""] {
          state.query = query
          _ = state.highlighted
          _ = state.match(at: state.matchCount - 1)
        }
        guard state.matchCount == count else { throw CancellationError() }
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}
