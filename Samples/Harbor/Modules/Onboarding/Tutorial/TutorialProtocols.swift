//
//  TutorialProtocols.swift
//  Harbor
//

import UIKit

protocol TutorialViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol TutorialPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol TutorialRouterProtocol: AnyObject {
    func close()
}
