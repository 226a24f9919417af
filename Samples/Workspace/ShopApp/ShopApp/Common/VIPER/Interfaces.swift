//
//  Interfaces.swift
//  ShopApp
//

import UIKit

protocol ViewInterface: AnyObject {}

protocol PresenterInterface: AnyObject {
    func viewDidLoad()
}

protocol InteractorInterface: AnyObject {}

extension PresenterInterface {
    func viewDidLoad() {}
}
