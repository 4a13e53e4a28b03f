import Foundation

/// How the cost of one path grows with its work: the processor time of the path at a size n and
/// at 16 n, compared with a bound on their ratio.
///
/// Linear work grows about 16 times from n to 16 n, work in n log n about 21 times, a quadratic
/// path 256 times. So a bound of 32 (40 for a sort) passes every linear path with room for noise
/// and fails any quadratic one by far. The rules that keep the check steady on a busy machine:
/// - processor time of the process (``ProcessCPUTime``), never time on a wall clock;
/// - n doubled from its first guess until one run at n takes at least 1.2 times
///   ``minimumTime``, so that the clock's grain and a stray interrupt are small beside it;
/// - the sizes taking turns, one run of each first (caches, first allocations, connections),
///   then ``repetitions`` more, and the smallest time of each size compared: noise only ever
///   adds time, so a first run that is slower is never the one compared, and one that is not
///   counts as much as any;
/// - a path over its bound is measured once more before it fails;
/// - a run at 16 n is stopped (its task cancelled) once it has taken twice the bound's worth of
///   the time at n, so that a quadratic path fails in a second rather than running for minutes.
struct GrowthCheck: Sendable {
  /// The name the path's line and failure give, such as `receive, chunked`.
  let name: String
  /// The largest ratio of the time at 16 n to the time at n that passes.
  let bound: Double
  /// The first guess of n, in the path's own unit (bytes, records, rows).
  let size: Int
  /// Makes the input of a size (see ``Inputs``), untimed, before the size is first run.
  let prepare: @Sendable (_ size: Int) async throws -> Void
  /// The path's work at a size, done once per call.
  let run: @Sendable (_ size: Int) async throws -> Void

  init(
    name: String, bound: Double, size: Int,
    prepare: @escaping @Sendable (_ size: Int) async throws -> Void,
    run: @escaping @Sendable (_ size: Int) async throws -> Void
  ) {
    self.name = name
    self.bound = bound
    self.size = size
    self.prepare = prepare
    self.run = run
  }

  /// The runs of each size after its first; the least of the four times of each is compared.
  /// Five after an untimed first made `make test-growth` 96 s where it takes 72 to 82 s; the
  /// ratios spread a little wider with four, each still well within its bound.
  static let repetitions = 3
  /// The least time of the path at n, in seconds.
  static let minimumTime = 0.010
  /// The largest n tried while looking for ``minimumTime``: 2^10 times the first guess.
  static let largestDoubling = 10

  /// What one measurement found.
  struct Measurement: Sendable, CustomStringConvertible {
    let name: String
    let size: Int
    /// The least time at n and at 16 n, in seconds; at 16 n, the time when it was stopped, if
    /// it was.
    let small: Double
    let large: Double
    let wasStopped: Bool
    let bound: Double

    var ratio: Double { small > 0 ? large / small : .infinity }
    var passes: Bool { !wasStopped && ratio <= bound }

    var description: String {
      let stopped = wasStopped ? " (stopped there, past twice the bound)" : ""
      return "\(name): n = \(size), \(milliseconds(small)) ms at n, \(milliseconds(large)) ms "
        + "at 16n\(stopped): \(String(format: "%.1f", ratio)) times (bound \(Int(bound)))"
    }

    private func milliseconds(_ seconds: Double) -> String {
      String(format: "%.1f", seconds * 1000)
    }
  }

  /// Measures the path, once more if it is over its bound, and returns the last measurement;
  /// it prints a line for each.
  func check() async throws -> Measurement {
    let size = try await calibratedSize()
    var measurement = try await measure(size: size)
    print("growth: \(measurement)")
    if !measurement.passes {
      measurement = try await measure(size: size)
      print("growth: again, \(measurement)")
    }
    return measurement
  }

  /// The first guess of n, doubled until one run takes 1.2 times ``minimumTime`` at it (the
  /// least of the timed runs that follow may be a little less).
  private func calibratedSize() async throws -> Int {
    var size = size
    for _ in 0..<Self.largestDoubling {
      try await prepare(size)
      try await run(size)  // the untimed first run of the size
      guard try await time(size, stoppingAfter: nil).seconds < 1.2 * Self.minimumTime else { break }
      size = size.multipliedReportingOverflow(by: 2).partialValue
    }
    return size
  }

  /// The least times at `size` and at 16 times `size`, the sizes taking turns.
  private func measure(size: Int) async throws -> Measurement {
    let large = size.multipliedReportingOverflow(by: 16).partialValue
    try await prepare(large)
    // The first run of 16 n is given more room than the others before it is stopped.
    let first = try await time(size, stoppingAfter: nil).seconds
    let firstLarge = try await time(large, stoppingAfter: 4 * bound * first)
    guard !firstLarge.wasStopped else {
      return Measurement(
        name: name, size: size, small: first, large: firstLarge.seconds, wasStopped: true,
        bound: bound)
    }
    var smallest = first
    var largest = firstLarge.seconds
    var wasStopped = false
    for _ in 0..<Self.repetitions {
      smallest = min(smallest, try await time(size, stoppingAfter: nil).seconds)
      let limit = 2 * bound * smallest
      let timed = try await time(large, stoppingAfter: limit)
      largest = min(largest, timed.seconds)
      if timed.wasStopped {
        wasStopped = true
        break
      }
    }
    return Measurement(
      name: name, size: size, small: smallest, large: largest, wasStopped: wasStopped,
      bound: bound)
  }

  /// The processor time of one run at `size`; with a limit, the run is cancelled once it has
  /// taken that long, and the time is the limit.
  private func time(_ size: Int, stoppingAfter limit: Double?) async throws -> (
    seconds: Double, wasStopped: Bool
  ) {
    let start = ProcessCPUTime.now()
    guard let limit else {
      try await run(size)
      return (ProcessCPUTime.now() - start, false)
    }
    let finished = try await withThrowingTaskGroup(of: Bool.self) { group in
      group.addTask {
        try await run(size)
        return true
      }
      group.addTask {
        // A bound on a runaway path, not a wait for an event: it looks at the clock every 5 ms.
        while ProcessCPUTime.now() - start < limit {
          try await Task.sleep(for: .milliseconds(5))
        }
        return false
      }
      defer { group.cancelAll() }
      return try await group.next() ?? false
    }
    return finished ? (ProcessCPUTime.now() - start, false) : (limit, true)
  }
}
