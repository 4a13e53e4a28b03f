#if canImport(Glibc)
  import Glibc
#endif

/// The number of terminal cells a single Unicode scalar takes, as the C library's `wcwidth`
/// says in a UTF-8 locale.
///
/// The locale is applied to the calling thread only (`uselocale`), so the process's locale is
/// never changed. Where no UTF-8 locale or no `wcwidth` is available, a built-in table of
/// combining and East Asian wide ranges stands in.
enum ScalarWidth {
  /// The cells `scalar` takes: 0 for controls and combining marks, 2 for wide characters, else 1.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    if isControl(scalar) {
      return 0
    }
    guard let width = libraryWidth(of: scalar) else {
      return fallbackWidth(of: scalar)
    }
    // The library says -1 for code points it does not know; a terminal still draws a cell.
    return width < 0 ? 1 : width
  }

  /// The cells `scalar` takes by the built-in table.
  static func fallbackWidth(of scalar: Unicode.Scalar) -> Int {
    if isControl(scalar) {
      return 0
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format:
      return scalar.value == 0xAD ? 1 : 0
    default:
      break
    }
    return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// East Asian wide and fullwidth ranges, after Markus Kuhn's `wcwidth`.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
    0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  #if canImport(Glibc)
    private typealias WCWidth = @convention(c) (wchar_t) -> Int32

    /// The C library's `wcwidth`, which its headers hide unless X/Open extensions are asked for.
    private static let wcwidth: WCWidth? = {
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth") else { return nil }
      return unsafeBitCast(symbol, to: WCWidth.self)
    }()

    // A locale handle is an immutable pointer once created; it is only ever passed to
    // `uselocale`, which is thread-safe.
    nonisolated(unsafe) private static let utf8Locale: locale_t? = {
      for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] {
        if let locale = newlocale(LC_CTYPE_MASK, name, nil) {
          return locale
        }
      }
      return nil
    }()

    private static func libraryWidth(of scalar: Unicode.Scalar) -> Int? {
      guard let wcwidth, let utf8Locale else { return nil }
      let previous = uselocale(utf8Locale)
      defer { uselocale(previous) }
      return Int(wcwidth(wchar_t(scalar.value)))
    }
  #else
    private static func libraryWidth(of scalar: Unicode.Scalar) -> Int? {
      nil
    }
  #endif
}
