//
//  BerthPickerProtocols.swift
//  Harbor
//

import UIKit

protocol BerthPickerViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol BerthPickerPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelectBookingSummary(at index: Int)
    func didTapClose()
}

protocol BerthPickerInteractorInput: AnyObject {
    func load()
}

protocol BerthPickerInteractorOutput: AnyObject {
    func didLoad(sections: [[ListItem]])
    func didFail(with error: Error)
}

protocol BerthPickerRouterProtocol: AnyObject {
    func openBookingSummary(quoteID: String)
    func close()
}
