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

  /// Why a URL with an IPv6 address failed as a bad URL when ``loadsIPv6Hosts`` is false.
  static let ipv6HostsReason =
    "an IPv6 address needs the program to export curl_url_get (see NetworkClientLive's CurlLayer)"
}
