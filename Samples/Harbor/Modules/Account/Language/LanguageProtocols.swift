//
//  LanguageProtocols.swift
//  Harbor
//

import UIKit

protocol LanguageViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol LanguageRouterProtocol: AnyObject {
    func close()
}
