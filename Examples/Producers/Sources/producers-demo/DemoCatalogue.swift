import ProducersServer

/// The producers the demo server serves.
enum DemoCatalogue {
  private static let places = ["Asturias", "Ribera del Duero", nil, "Jerez", "La Rioja"]
  private static let kinds = ["cheese", "wine", "honey", "olive oil", "cider"]

  /// `count` producers, numbered from 1; every third has no long description.
  static func producers(_ count: Int) -> [CatalogueProducer] {
    (0..<count).map { index in
      let kind = kinds[index % kinds.count]
      let id = index + 1
      return CatalogueProducer(
        id: id, name: "Producer \(id) of \(kind)",
        shortDescription: "A family that has made \(kind) the slow way for three generations, "
          + "from what grows within a morning's walk of the farm, and sells it at the market "
          + "every Saturday from dawn until the last jar is gone."
          + (index % 2 == 0
            ? ""
            : " Visitors are welcome on weekdays, and the tasting room "
              + "opens in spring with the first batch of the year."),
        description: index % 3 == 2
          ? nil
          : "Producer \(id) started with a single plot. Today the \(kind) comes from the same "
            + "land, worked by hand, and every batch is tasted before it leaves the farm.",
        imagePaths: ["https://images.example.com/producers/\(id)/1.jpg"],
        location: places[index % places.count])
    }
  }
}
