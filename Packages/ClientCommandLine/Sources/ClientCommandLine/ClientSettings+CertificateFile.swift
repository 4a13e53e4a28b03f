extension ClientSettings {
  /// Why the certificate file at `path` (`--cacert`) is not used: the program does not route
  /// FoundationNetworking's requests through the libcurl layer that would set it.
  public static func untrustedCertificatesWarning(_ path: String) -> String {
    "the certificate file '\(path)' is not used: this program's libcurl layer is inactive, "
      + "so the system's certificates are trusted"
  }
}
