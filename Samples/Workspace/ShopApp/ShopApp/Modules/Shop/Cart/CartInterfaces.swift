//
//  CartInterfaces.swift
//  ShopApp
//

import UIKit

enum CartNavigationOption {
    case close
}

protocol CartWireframeInterface: WireframeInterface {
    func navigate(to option: CartNavigationOption)
}

protocol CartViewInterface: ViewInterface {
    func show(lines: [String], total: String)
}

protocol CartPresenterInterface: PresenterInterface {
    func didTapClose()
}
