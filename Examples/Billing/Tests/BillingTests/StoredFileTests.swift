import Billing
import Foundation
import Testing

@Suite struct StoredFileTests {
  @Test func stripesFileObjectIsReadItsCreatedInSecondsSince1970() throws {
    let json = #"""
      {"id": "file_1", "object": "file", "purpose": "dispute_evidence", "filename": "receipt.pdf",
       "size": 1048576, "type": "pdf", "created": 1718000000, "expires_at": null, "links": null,
       "title": null, "url": null}
      """#

    let file = try JSONDecoder().decode(StoredFile.self, from: Data(json.utf8))

    #expect(
      file
        == StoredFile(
          id: "file_1", purpose: .disputeEvidence, fileName: "receipt.pdf", size: 1_048_576,
          type: "pdf", created: Date(timeIntervalSince1970: 1_718_000_000)))
  }

  @Test func aPurposeTheExampleDoesNotNameIsKept() throws {
    let json = #"{"id": "file_2", "purpose": "pci_document", "size": 0, "created": 0}"#

    let file = try JSONDecoder().decode(StoredFile.self, from: Data(json.utf8))

    #expect(file.purpose == FilePurpose(rawValue: "pci_document"))
    #expect(file.fileName == nil && file.type == nil)
  }
}
