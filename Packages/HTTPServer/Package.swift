// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HTTPServer",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "HTTPServer", targets: ["HTTPServer"])
  ],
  dependencies: [
    .package(path: "../HTTPBasics"),
    .package(path: "../Dependencies"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "HTTPServer",
      dependencies: [.product(name: "HTTPBasics", package: "HTTPBasics")]
    ),
    .testTarget(
      name: "HTTPServerTests",
      dependencies: [
        "HTTPServer", .product(name: "HTTPBasics", package: "HTTPBasics"),
        .product(name: "Dependencies", package: "Dependencies"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
