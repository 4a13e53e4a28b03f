#if os(Linux)
  import CurlOnDemand
#endif

/// Whether the workarounds of the package's libcurl layer (the `CurlOnDemand` and
/// `CurlSocketNarrowing` targets) are active in this program.
///
/// On Linux, each workaround replaces a libcurl function that FoundationNetworking calls. When
/// FoundationNetworking is a shared library, its calls reach the replacement only if the
/// program's executable exports the function (see <doc:LinkingTheCurlLayer>).
public enum CurlLayer {
  /// Whether a base URL with an IPv6 address, such as `http://[::1]:8080`, can be loaded.
  public static var loadsIPv6Hosts: Bool {
    #if os(Linux)
      curl_ipv6_host_is_active() == 1
    #else
      true
    #endif
  }

  /// Whether ``trustCertificates(inFile:)`` takes effect.
  public static var setsCertificateFile: Bool {
    #if os(Linux)
      curl_certificate_file_is_active() == 1
    #else
      false
    #endif
  }

  /// Whether a body read as it is sent (a `MultipartForm`) goes with its `Content-Length`,
  /// as every server reads it; without the layer, libcurl sends such a body chunked, which
  /// WSGI servers such as Django's read as empty.
  public static var sendsStreamedBodyLength: Bool {
    #if os(Linux)
      curl_upload_length_is_active() == 1
    #else
      true
    #endif
  }

  /// Makes every request from now on trust the certificate authorities in the PEM file at
  /// `path` instead of the system's bundle file, as curl's `--cacert` does: the system's folder
  /// of certificates still applies. Returns false when the program does not route
  /// FoundationNetworking's `curl_easy_setopt` to this layer (see ``setsCertificateFile``), and
  /// so the file would not be used.
  @discardableResult
  public static func trustCertificates(inFile path: String) -> Bool {
    #if os(Linux)
      guard setsCertificateFile else { return false }
      return curl_certificate_file_set(path) == 1
    #else
      return false
    #endif
  }

  /// Starts loading libcurl on a thread of its own, once, for a program about to send a
  /// request: its start goes on meanwhile, and the first request, which would otherwise load
  /// the library and the thirty-odd it needs, finds it loaded or waits only for the rest. Does
  /// nothing where libcurl is not loaded on demand, or is already.
  public static func loadInBackground() {
    #if os(Linux)
      curl_on_demand_load_in_background()
    #endif
  }

  /// Why a URL with an IPv6 address failed as a bad URL when ``loadsIPv6Hosts`` is false.
  static let ipv6HostsReason =
    "an IPv6 address needs the program to export curl_url_get"
    + " (see HTTPClientLive's article on linking the libcurl layer)"
}
