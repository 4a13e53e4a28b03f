/// What a file is uploaded for, which decides the types and sizes the API takes of it: one of
/// Stripe's purposes, such as `dispute_evidence`, or any other it names.
public struct FilePurpose: RawRepresentable, Sendable, Hashable, Decodable {
  /// The purpose as the API writes it, such as `identity_document`.
  public var rawValue: String

  /// The purpose the API writes as `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Evidence sent with the answer to a dispute: a PDF, JPEG or PNG.
  public static let disputeEvidence = FilePurpose(rawValue: "dispute_evidence")
  /// A document that proves the identity of an account's owner: a PDF, JPEG or PNG.
  public static let identityDocument = FilePurpose(rawValue: "identity_document")
  /// A customer's signature: a JPEG, PNG or SVG.
  public static let customerSignature = FilePurpose(rawValue: "customer_signature")
  /// The business's logo: a JPEG, PNG or GIF.
  public static let businessLogo = FilePurpose(rawValue: "business_logo")
}
