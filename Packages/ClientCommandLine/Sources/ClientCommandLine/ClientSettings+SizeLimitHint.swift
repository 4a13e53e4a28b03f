import Foundation

extension ClientSettings {
  /// What follows the message of an answer larger than ``maximumResponseSize``: the option
  /// that accepts one four times as large, in whole units `--max-size` reads: `--max-size 64M`
  /// after the default 16 MiB, `--max-size 4k` after `1k`.
  public var sizeLimitHint: String {
    let (larger, overflows) = maximumResponseSize.multipliedReportingOverflow(by: 4)
    let size = overflows ? Int.max : larger
    let value =
      [(1 << 20, "M"), (1 << 10, "k")].first { size >= $0.0 }.map { unit, name in
        "\(size / unit + (size % unit == 0 ? 0 : 1))\(name)"
      } ?? "\(size)"
    return "--max-size \(value) accepts a larger one"
  }
}
