import Dependencies
import HTTPClientLive

extension DependencyValues {
  /// Makes requests trust the certificate authorities in the PEM file at a path, as `--cacert`
  /// asks, and says whether that takes effect.
  ///
  /// Live: ``HTTPClientLive/CurlLayer/trustCertificates(inFile:)``. Test: changes nothing
  /// and answers false, so that a test never changes what the process's requests trust.
  var trustCertificates: @Sendable (String) -> Bool {
    get { self[CertificateTrustKey.self] }
    set { self[CertificateTrustKey.self] = newValue }
  }
}

private enum CertificateTrustKey: DependencyKey {
  static let liveValue: @Sendable (String) -> Bool = { CurlLayer.trustCertificates(inFile: $0) }
  static let testValue: @Sendable (String) -> Bool = { _ in false }
}
