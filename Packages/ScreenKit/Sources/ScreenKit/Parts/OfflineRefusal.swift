/// What the status line says at once when a key would send a change under `--offline`, where
/// the change could only fail afterwards: nothing is changed, hidden or sent.
public enum OfflineRefusal {
  /// `Cannot delete post 7: offline, nothing is sent`, for `change`: `delete post 7`.
  public static func text(_ change: String) -> String {
    "Cannot \(change): offline, nothing is sent"
  }
}
