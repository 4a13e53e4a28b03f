// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HTTPClient",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "HTTPClient", targets: ["HTTPClient"])
  ],
  dependencies: [
    .package(path: "../TestSupport"),
    .package(path: "../HTTPBasics"),
    .package(path: "../JSONCoding"),
    .package(path: "../Dependencies"),
  ],
  targets: [
    .target(
      name: "HTTPClient",
      dependencies: [
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "JSONCoding", package: "JSONCoding"),
      ]
    ),
    .testTarget(
      name: "HTTPClientTests",
      dependencies: [
        .product(name: "TestSupport", package: "TestSupport"),
        "HTTPClient", .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "JSONCoding", package: "JSONCoding"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
