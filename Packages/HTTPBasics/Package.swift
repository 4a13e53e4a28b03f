// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HTTPBasics",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
  products: [
    .library(name: "HTTPBasics", targets: ["HTTPBasics"])
  ],
  dependencies: [
    .package(path: "../TestSupport"),
    .package(path: "../Dependencies"),
  ],
  targets: [
    .target(name: "HTTPBasics"),
    .testTarget(
      name: "HTTPBasicsTests",
      dependencies: [
        .product(name: "TestSupport", package: "TestSupport"), "HTTPBasics",
        .product(name: "Dependencies", package: "Dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
