// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ArgumentParsing",
  products: [
    .library(name: "ArgumentParsing", targets: ["ArgumentParsing"])
  ],
  targets: [
    .target(name: "ArgumentParsing"),
    .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
  ],
  swiftLanguageModes: [.v6]
)
