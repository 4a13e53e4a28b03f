// GNU time's report of one run: the arguments that run a program under GNU time, and the
// program's own figures read back from the report.
import Foundation

/// GNU time's arguments that run `binary` with `arguments` and write to `report` the program's
/// user and system CPU seconds, its peak memory in KiB and its exit status.
func gnuTimeArguments(_ binary: String, _ arguments: [String], report: URL) -> [String] {
  ["-f", "%U %S %M %x", "-o", report.path, binary] + arguments
}

extension Measurement {
  /// Takes the CPU time, peak memory and exit status of the program from `report`, as
  /// ``gnuTimeArguments(_:_:report:)`` has GNU time write them; without a whole report, the
  /// status is 70 unless the run already failed.
  mutating func takeGNUTimeReport(_ report: URL) {
    let fields = ((try? String(contentsOf: report, encoding: .utf8)) ?? "")
      .split(whereSeparator: \.isWhitespace).suffix(4)
    guard fields.count == 4, let user = Double(fields[fields.startIndex]),
      let system = Double(fields[fields.startIndex + 1]),
      let peak = Int(fields[fields.startIndex + 2]),
      let status = Int32(fields[fields.startIndex + 3])
    else {
      self.status = self.status == 0 ? 70 : self.status
      return
    }
    cpuTime = .seconds(user + system)
    peakMemoryKiB = peak
    self.status = status
  }
}
