// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "JSONCoding",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "JSONCoding", targets: ["JSONCoding"])
  ],
  dependencies: [
    .package(path: "../TestSupport"),
    .package(path: "../Dependencies"),
  ],
  targets: [
    .target(name: "JSONCoding"),
    .testTarget(
      name: "JSONCodingTests",
      dependencies: [
        .product(name: "TestSupport", package: "TestSupport"), "JSONCoding",
        .product(name: "Dependencies", package: "Dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
