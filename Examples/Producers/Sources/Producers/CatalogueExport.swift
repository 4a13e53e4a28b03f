import Foundation
import HTTPClient

/// The catalogue as one CSV file, `GET /2/exports/catalogue.csv`, downloaded to disk rather
/// than read into memory: a line a producer, named `catalogue.csv` by the server.
public enum CatalogueExport {
  /// The export's request, answered with its bytes as the server stores them.
  public static let endpoint = Endpoint<Data>.download(
    ["2", "exports", "catalogue.csv"], resource: "catalogue export")
}
