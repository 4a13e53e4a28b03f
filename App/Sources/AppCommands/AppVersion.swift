public enum AppVersion {
  /// The name the program is invoked by.
  public static let programName = "app"
  /// The semantic version.
  public static let current = "0.1.0"
  /// The `User-Agent` the program sends.
  public static var userAgent: String { "\(programName)/\(current)" }
}
