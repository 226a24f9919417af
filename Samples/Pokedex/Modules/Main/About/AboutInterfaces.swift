//
//  AboutInterfaces.swift
//  Pokedex
//

import UIKit

enum AboutNavigationOption {
}

protocol AboutWireframeInterface: WireframeInterface {
    func navigate(to option: AboutNavigationOption)
}

protocol AboutViewInterface: ViewInterface {
    func reloadData()
}

protocol AboutPresenterInterface: PresenterInterface {
}

protocol AboutInteractorInterface: InteractorInterface {
}
